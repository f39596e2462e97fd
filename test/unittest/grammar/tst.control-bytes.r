soh: exit 1, 1 line(s), 0 raw
dtrace: failed to compile script soh.d: line 1: syntax error near "\001"
esc: exit 1, 1 line(s), 0 raw
dtrace: failed to compile script esc.d: line 1: syntax error near "\033"
del: exit 1, 1 line(s), 0 raw
dtrace: failed to compile script del.d: line 1: syntax error near "\177"
nul: exit 1, 1 line(s), 0 raw
dtrace: failed to compile script nul.d: line 1: syntax error near end-of-input
pspec: exit 1, 1 line(s), 0 raw
dtrace: failed to compile script pspec.d: line 1: syntax error near "\002"
token: exit 1, 1 line(s), 0 raw
dtrace: failed to compile script token.d: line 1: syntax error near ""a\033[1mb\tc\001\r""
pragma: exit 1, 1 line(s), 0 raw
dtrace: failed to compile script pragma.d: line 1: failed to set option '\033]0;x\a': Invalid option name
-n: exit 1, 1 line(s), 0 raw
dtrace: invalid probe specifier BEGIN { x = 1 \033[2J; }: syntax error near "\033"
