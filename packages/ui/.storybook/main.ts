import tailwindcss from '@tailwindcss/vite';
import { defineMain } from '@storybook/react-vite/node';

// The design system's catalogue. Built by `pnpm build-storybook` (static, offline: telemetry off, no network use)
// and tested story by story in Chromium by `pnpm e2e` (test/stories.spec.ts).
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  // The apps' page panels too (their stories sit beside them), so one suite checks them in both themes with axe.
  // Storybook reads those files; no module of this package imports an app (docs/decisions/037).
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../../../apps/rider/src/**/*.stories.@(ts|tsx)',
    '../../../apps/driver/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-themes'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), tailwindcss()],
    build: {
      ...config.build,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        // Radix ships "use client" directives, meaningless in a static SPA bundle: one warning per package, noise.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
});
