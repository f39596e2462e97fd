5
 stapsdtPID sdt-loop main loop 5
 test_provPID sdt-loop main loop 5
 stapsdtPID 10
 test_provPID 10
exit 0
