scoped 40 4 8 24 4
list_head 16 8
owner 1
unscoped 40 32 7
dtrace: invalid probe specifier BEGIN { trace(sizeof(nomod`struct dtmod_thing)); }: in action list: failed to resolve type nomod`struct dtmod_thing: Unknown module name
dtrace: invalid probe specifier BEGIN { trace(sizeof(vmlinux`struct dtmod_thing)); }: in action list: failed to resolve type vmlinux`struct dtmod_thing: Unknown type name
dtrace: invalid probe specifier BEGIN { trace(sizeof(dtmod`struct nothing)); }: in action list: failed to resolve type dtmod`struct nothing: Unknown type name
depends_on dtmod: ok
dtrace: failed to compile script nodep.d: line 1: program requires module nomod
0
0
1
