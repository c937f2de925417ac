/** The Organization page: uploads, their reports and reasons, and the template. */
export const ORG_EN = {};
