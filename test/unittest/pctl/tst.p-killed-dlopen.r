try 1: held, dtrace killed: parent saw 0 stops, 0 continues; child exited with status 0
try 2: held, dtrace killed: parent saw 0 stops, 0 continues; child exited with status 0
try 3: held, dtrace killed: parent saw 0 stops, 0 continues; child exited with status 0
