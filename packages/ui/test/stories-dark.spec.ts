import { describeEveryDocsPage, describeEveryStory } from './stories-suite.ts';

// See stories-light.spec.ts: the dark theme's stories and every docs page.
describeEveryStory('dark');
describeEveryDocsPage();
