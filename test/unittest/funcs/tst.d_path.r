error 1
root /
exe dtrace
cwd /test/unittest/funcs

