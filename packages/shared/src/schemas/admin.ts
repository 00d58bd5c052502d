/** The admin dashboard's calls (spec sections 2, 7): filled by the admin issue. */
export {};
