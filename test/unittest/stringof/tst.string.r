abc dtrace

