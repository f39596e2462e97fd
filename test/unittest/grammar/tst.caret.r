dtrace: failed to compile script syntax.d: line 3: syntax error near ";"
    3 | 	x = 1 +;
      | 	       ^
status 1
dtrace: invalid probe specifier BEGIN { x = (1 + ); }: syntax error near ")"
    1 | BEGIN { x = (1 + ); }
      |                  ^
status 1
dtrace: invalid probe specifier BEGIN { x = "a" | 1; }: in action list: operator | requires operands of integral type
    1 | BEGIN { x = "a" | 1; }
status 1
dtrace: failed to compile script syntax.d: line 3: syntax error near ";"
status 1
