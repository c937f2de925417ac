/** Texts of the upload workbooks the portal writes: the rejected-rows download and the templates. */
export const REJECTED_SHEET_NAME = 'Rejected rows';
export const REJECTED_REASON_HEADING = 'Reason';
