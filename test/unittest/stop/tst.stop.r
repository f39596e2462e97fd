stopped

state T
1
