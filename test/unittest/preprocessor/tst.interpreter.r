dtrace: failed to compile script i.d: line 5: syntax error near ";"
3

