begin
tick

