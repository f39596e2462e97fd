   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    3     dtrace                                                     ERROR
status 0
-l -i LAST: the last line of -l
CPU     ID                    FUNCTION:NAME
C      1                           :BEGIN 
C      1                           :BEGIN 

status 0
dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
status 1
dtrace: invalid probe specifier 4294967295: invalid probe identifier 4294967295: Unknown probe identifier
status 1
dtrace: invalid probe specifier 4294967296: identifier 4294967296 exceeds maximum probe id
status 1
dtrace: invalid probe specifier i23: probe description :::i23 does not match any probes
status 1
dtrace: invalid probe specifier 12: extraneous argument '10' ($1 is not referenced)
status 1
