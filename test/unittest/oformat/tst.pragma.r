{"timestamp":T,"cpu":C,"id":1,"provider":"dtrace","module":"","function":"","name":"BEGIN","output":[{"tracemem":"01ab7f00205c"},{"tracemem":"01ab"},{"sym":"0x0","address":0},{"exit":3}]}
{"timestamp":T,"aggregation-name":"","aggregation-data":[{"keys":["k"],"count":1}]}
