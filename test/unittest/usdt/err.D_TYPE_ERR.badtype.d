/*
 * ASSERTION: an argument type D does not know (other than a pointer to a
 * struct D has not seen) is an error.
 */
provider bt {
	probe p(struct nosuch);
};
