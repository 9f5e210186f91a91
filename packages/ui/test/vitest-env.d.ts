// jest-dom's matchers (toBeInTheDocument, ...) for the type checker; the shared jsdom setup
// (@ridebook/vitest-config) installs them at run time.
/// <reference types="@testing-library/jest-dom/vitest" />
