probename is BEGIN
execname is dtrace
abc sorts before abd

