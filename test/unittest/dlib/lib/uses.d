/*
 * uses.d: a test library file that uses another's name (task.d's
 * TASK_COMM_SIZE) without `#pragma D depends_on`: naming it compiles
 * task.d first.
 */
inline int TASK_COMM_TWICE = TASK_COMM_SIZE * 2;
enum tst_lazy_colour { TST_RED = 3, TST_GREEN, TST_BLUE = 9 };
