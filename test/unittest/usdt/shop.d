/*
 * The provider definition of shop.c (the usdt tests build it with dtrace -h
 * and -G, ours or systemtap's).
 */
#pragma D attributes Evolving/Evolving/Common provider shop provider
#pragma D attributes Evolving/Evolving/Common provider shop module
#pragma D attributes Evolving/Evolving/Common provider shop function
#pragma D attributes Evolving/Evolving/Common provider shop name
#pragma D attributes Stable/Stable/Common provider shop args

provider shop {
	probe order__start(int id, char *who);
	probe order__done(int id, const char *who, long amount);
	probe done();
};
