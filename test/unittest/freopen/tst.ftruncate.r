== -o file
kept


== freopen file
kept
