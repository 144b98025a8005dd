/** The package version, compared at registration so that two different copies on one page warn. */
export const VERSION = '0.1.0';
