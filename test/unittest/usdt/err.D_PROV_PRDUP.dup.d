/*
 * ASSERTION: a probe declared twice in one provider definition.
 */
provider dup {
	probe p(int);
	probe p(int);
};
