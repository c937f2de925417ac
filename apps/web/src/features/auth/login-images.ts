/** The login page's two pictures: boot.js asks for them with the page's code, so they are in when it is drawn. */
export const LOGIN_IMAGES = { logo: '/logo.svg', illustration: '/login-illustration.svg' } as const;
