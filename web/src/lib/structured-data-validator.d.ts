/**
 * The shapes the structured data tests use of two untyped packages: Adobe's validator of Google's
 * rich result requirements and the extractor whose output it reads (web/src/lib/structured-data.test.ts).
 */
declare module '@adobe/structured-data-validator' {
  /** One finding: `ERROR` makes the page ineligible for the rich result, `WARNING` leaves it eligible. */
  export interface StructuredDataIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames: string[];
  }
  export default class Validator {
    validate(extracted: unknown): Promise<StructuredDataIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}
