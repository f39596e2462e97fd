/*
 * The provider definition of test/triggers/copyin-untouched.c built with
 * -DCOPYIN_G (tst.untouched-G.sh builds it with our dtrace -h and -G).
 */
provider copyin {
	probe text(int i, char *s);
	probe buffer(int i, char *b);
	probe bad(int i, char *p);
};
