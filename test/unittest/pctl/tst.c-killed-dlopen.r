try 1: held at dlopen(), dtrace killed: the process is gone
try 2: held at dlopen(), dtrace killed: the process is gone
try 3: held at dlopen(), dtrace killed: the process is gone
try 4: held at dlopen(), dtrace killed: the process is gone
try 5: held at dlopen(), dtrace killed: the process is gone
