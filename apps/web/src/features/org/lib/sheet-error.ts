/** A file the upload dialogs refuse, with the text the user sees. */
export class SheetError extends Error {
  constructor(
    readonly kind: 'type' | 'columns' | 'empty' | 'limit',
    message: string,
  ) {
    super(message);
  }
}
