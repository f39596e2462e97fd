-- x -e:
[x] [-e]

status 0
x -- -e:
[x] [-e]

status 0
-- -- -q:
[--] [-q]

status 0
-q -- -x:
dtrace: invalid probe specifier BEGIN { printf("[%s] [%s]\n", $$1, $$2); exit(0); }: macro argument $$2 is not defined
status 1
dtrace: invalid probe specifier BEGIN { exit(0); }: extraneous argument '-e' ($2 is not referenced)
status 1
