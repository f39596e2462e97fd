/*
 * ASSERTION: a typedef name may be a translator's input type: a D
 * typedef of a struct (through a pointer), of an integer, and of a kernel
 * struct (typedef struct task_struct task_t names the kernel's).
 */
#pragma D option quiet

typedef struct in { int a; } in_t;
typedef int myint_t;
typedef struct task_struct task_t;

struct out { int b; };
struct num { int v; };

translator struct out < in_t *p > { b = p->a * 2; };
translator struct num < myint_t x > { v = x + 1; };
translator struct out < task_t *T > { b = T->pid == pid; };

BEGIN
{
	p = (in_t *)alloca(sizeof(in_t));
	p->a = 21;
	printf("%d %d %d\n", xlate<struct out>(p).b,
	    xlate<struct num>((myint_t)41).v, xlate<struct out>(curthread).b);
	exit(0);
}
