CPU     ID                    FUNCTION:NAME
CPU ID func_c:deep 
              sdt-ustack`func_c+{off}
              sdt-ustack`func_b+{off}


-- @@stderr --
dtrace: script 'tst.notquiet.d' matched 1 probe
dtrace: pid PID has exited
