/*
 * ASSERTION: print() cut by printsize inside nested structs prints one
 * "...", at the innermost struct that was cut; the outer ones just close
 * (Oracle DTrace's output).
 */
#pragma D option quiet

struct inner {
	long long v;
	long long w;
};

struct mid {
	long long v;
	struct inner in;
};

struct outer {
	long long v;
	struct mid m;
	long long z;
};

struct outer o;

BEGIN
{
	o.v = 1;
	o.m.v = 2;
	o.m.in.v = 3;
	o.m.in.w = 4;
	o.z = 5;
	setopt("printsize", "24");
	print(o);
	setopt("printsize", "32");
	print(o);
	setopt("printsize", "40");
	print(o);
	exit(0);
}
