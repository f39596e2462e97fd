dtrace: failed to compile script e.d: [D_SYNTAX] line 2: syntax error near ";"
dtrace: failed to compile script f.d: line 1: syntax error near ";"
dtrace: failed to compile script f.d: [D_SYNTAX] line 1: syntax error near ";"
