import type { Step } from './landing-content.ts';

type StepListProps = { steps: readonly Step[] };

export function StepList({ steps }: StepListProps) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground md:block md:p-6"
        >
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-base font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold md:mt-4">{step.title}</h3>
            <p className="mt-1 text-muted-foreground md:mt-2">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
