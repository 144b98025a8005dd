/**
 * How much longer each engine is given before a test's wait gives up, for the same states: Firefox
 * over WebDriver BiDi, and WebKitGTK's MiniBrowser under Xvfb with software rendering, lay out and
 * paint the same answer two to four times slower than Chromium on the same machine. A wait that
 * gives up is a failure, never a pass: more patience cannot make a wrong state right.
 */
export const PATIENCE = {chromium: 1, firefox: 2, webkit: 4} as const;
