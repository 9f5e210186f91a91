import { describeEveryStory } from './stories-suite.ts';

// The Storybook suite runs as two files, one per core: the light theme here, the dark one and the docs pages in
// stories-dark.spec.ts. Together they check what the one file did (docs/decisions/014-fast-test-suite.md).
describeEveryStory('light');
