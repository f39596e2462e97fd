/*
 * ASSERTION: function prototypes are declarations D accepts, as DTrace
 * does (each is an extern of that name): with extern, static or no class,
 * named or unnamed parameters, (void), (), variable arguments, pointers to
 * functions as parameters, a pointer return type.
 */

#pragma D option quiet

extern int f1(int);
int f2(int a, char *b, ...);
static char *f3(void);
int f4();
int f5(...);
extern void f6(int (*)(int), struct task_struct *);
int f7(int), v7;

BEGIN
{
	v7 = 7;
	printf("prototypes declared, v7 = %d\n", v7);
	exit(0);
}
