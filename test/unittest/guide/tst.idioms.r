a[123, hello] = 456, a[456, there] = 789
depth 1, elapsed >= 0: 1
after delete: 0 1
x[tick] = 0, x[tock] = 5
Clause 1 is number 0; foo is 10
Clause 2 is number 1; foo is 11
Clause 3 is number 2; foo is 12
Clause 1 is number 0; foo is 10
Clause 2 is number 1; foo is 11
Clause 3 is number 2; foo is 12
Clause 1 is number 0; foo is 10
Clause 2 is number 1; foo is 11
Clause 3 is number 2; foo is 12
n[0] = 1, n[1] = 2
tick 3

