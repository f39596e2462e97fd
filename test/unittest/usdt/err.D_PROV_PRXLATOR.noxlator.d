/*
 * ASSERTION: a translated argument type needs a translator from the native
 * type.
 */
struct in { int a; };
struct out { int b; };

provider nx {
	probe p(struct in *i) : (struct out *i);
};
