export { App } from './app';
export type { AppProps } from './app';
export { reportApiError } from './api-error-reporting';
export { shouldStartSentry, startSentry } from './sentry';
