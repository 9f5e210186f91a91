import { cn } from '@ridebook/ui';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: 'left' | 'center';
  /** Heading level: pages use h1 once, sections use h2. */
  as?: 'h1' | 'h2';
};

/** The small label, heading and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'mt-2 font-bold tracking-tight text-balance',
          Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {description ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}
