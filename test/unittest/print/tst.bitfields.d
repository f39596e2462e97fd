/*
 * ASSERTION: print() of a struct with bit-fields prints each bit-field's
 * value, sign-extended for a signed type; a zero bit-field is left out.
 */
#pragma D option quiet

struct bits {
	char c;
	long d:9;
	int e:1;
	unsigned f:3;
	unsigned g:5;
};

struct bits m;

BEGIN
{
	m.c = 'x';
	m.d = -200;
	m.e = 1;
	m.f = 5;
	print(m);
	exit(0);
}
