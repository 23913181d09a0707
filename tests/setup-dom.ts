// The DOM's half of tests/setup-unit.ts, imported only where there is a DOM.
import '@testing-library/jest-dom/vitest';

export { cleanup } from '@testing-library/react';
