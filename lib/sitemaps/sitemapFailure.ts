/**
 * Why the explorer's background could not answer, as a code (issue 18: the popup and the workbench word it,
 * components/sitemapFailureText.ts). `not-applicable`: the page is not http(s) (`detail` is its
 * scheme); `unsendable`: the answer could not be posted (`detail` is the browser's error);
 * `failed`: anything else (`detail` verbatim); `no-answer`: the port closed without an answer.
 */
export interface SitemapFailure {
  code: 'not-applicable' | 'unsendable' | 'failed' | 'no-answer';
  detail: string;
}
