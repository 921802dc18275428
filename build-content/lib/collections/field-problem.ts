/** One front matter problem: the key it is about, and for list items the offending value. */
export interface FieldProblem {
  key: string;
  value?: string;
  message: string;
}
