dtrace: invalid probe specifier BEGIN { speculate(1); raise(9); }: [D_ACT_SPEC] destructive actions may not follow speculate( )
status 1
dtrace: invalid probe specifier BEGIN { raise(9); speculate(1); }: [D_SPEC_DREC] speculate( ) may not follow data-recording action(s)
status 1
dtrace: invalid probe specifier BEGIN { speculate(1); stop(); }: [D_ACT_SPEC] destructive actions may not follow speculate( )
status 1
dtrace: invalid probe specifier BEGIN { stop(); speculate(1); }: [D_SPEC_DREC] speculate( ) may not follow data-recording action(s)
status 1
dtrace: invalid probe specifier BEGIN { speculate(1); system("true"); }: [D_ACT_SPEC] destructive actions may not follow speculate( )
status 1
dtrace: invalid probe specifier BEGIN { system("true"); speculate(1); }: [D_SPEC_DREC] speculate( ) may not follow data-recording action(s)
status 1
