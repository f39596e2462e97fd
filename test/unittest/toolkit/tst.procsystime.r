status 0
Tracing PID PID (rw-signal)... Hit Ctrl-C to end.


System Call Counts for PID PID,

         SYSCALL    COUNT
      exit_group        1
           write        1
           close        2
          openat        2
            read        2
          unlink        2

Errors,

          unlink -        1
          unlink ENOENT   1
           write -        1
           close -        2
          openat -        2
            read -        2

Elapsed Times > 0,

           close 1
          openat 1
            read 1
          unlink 1
           write 1

