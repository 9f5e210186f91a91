import { listenDuringTestFile } from './src/test/fake-api.ts';

// Every test file shares one module graph here (isolate: false), so the fake API's module, loaded once, cannot
// start its server for each file by being imported: this setup file, run before every file, does.
listenDuringTestFile();
