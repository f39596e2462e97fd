/*
 * ASSERTION: a provider defined again must declare the same argument types.
 */
provider again {
	probe p(int);
};

provider again {
	probe p(long);
};
