CPU FUNCTION                                 
C | :BEGIN                                  
C | :BEGIN                                  
C | :END                                    

CPU FUNCTION                                 
C | :BEGIN                                  

CPU FUNCTION                                 
C | :BEGIN                                  

