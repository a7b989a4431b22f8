#include "textflag.h"

// The constants of moveNoise (noise.go).
DATA noiseMul1<>+0(SB)/8, $0xD6E8FEB86659FD93
GLOBL noiseMul1<>(SB), RODATA|NOPTR, $8
DATA noiseMul2<>+0(SB)/8, $0x9E3779B97F4A7C15
GLOBL noiseMul2<>(SB), RODATA|NOPTR, $8

// func scoreRunAsm(out []scored, to uint64, bitsA, bitsB, key uint64, dist *[64]int8, mb uint32, wm, b0, addA, addB, w int32, noisy bool) int
TEXT ·scoreRunAsm(SB), NOSPLIT, $0-104
	MOVQ out_base+0(FP), DI
	MOVQ to+24(FP), BX
	MOVQ bitsA+32(FP), R12
	MOVQ bitsB+40(FP), R13
	MOVQ dist+56(FP), R9
	MOVL mb+64(FP), R8
	MOVL wm+68(FP), R10
	MOVL b0+72(FP), R11
	TESTQ BX, BX
	JEQ done
	CMPB noisy+88(FP), $0
	JEQ plain

noisy:
	BSFQ BX, CX              // sq
	MOVL CX, AX
	SHLL $6, AX
	ORL R8, AX               // the move
	MOVBLSX (R9)(CX*1), DX
	IMULL R10, DX
	ADDL R11, DX             // b0 + wm*dist[sq]
	BTQ CX, R12
	JCC noisyA
	ADDL addA+76(FP), DX
noisyA:
	BTQ CX, R13
	JCC noisyB
	ADDL addB+80(FP), DX
noisyB:
	MOVL AX, SI              // uint64(move)
	IMULQ noiseMul1<>(SB), SI
	XORQ key+48(FP), SI
	IMULQ noiseMul2<>(SB), SI
	SHRQ $60, SI             // moveNoise
	IMULL w+84(FP), SI
	ADDL SI, DX
	MOVL DX, 0(DI)
	MOVL AX, 4(DI)
	ADDQ $8, DI
	LEAQ -1(BX), SI
	ANDQ SI, BX
	JNE noisy
	JMP done

plain:
	BSFQ BX, CX
	MOVL CX, AX
	SHLL $6, AX
	ORL R8, AX
	MOVBLSX (R9)(CX*1), DX
	IMULL R10, DX
	ADDL R11, DX
	BTQ CX, R12
	JCC plainA
	ADDL addA+76(FP), DX
plainA:
	BTQ CX, R13
	JCC plainB
	ADDL addB+80(FP), DX
plainB:
	MOVL DX, 0(DI)
	MOVL AX, 4(DI)
	ADDQ $8, DI
	LEAQ -1(BX), SI
	ANDQ SI, BX
	JNE plain

done:
	MOVQ DI, AX
	SUBQ out_base+0(FP), AX
	SHRQ $3, AX
	MOVQ AX, ret+96(FP)
	RET

// func pushRunAsm(run *qentry, heads *int32, nheads int, e *scored, n int, parent, k, off int32) (pushed int, jlo, jhi int32)
TEXT ·pushRunAsm(SB), NOSPLIT, $0-72
	MOVQ run+0(FP), DI
	MOVQ heads+8(FP), SI
	MOVQ e+24(FP), BX
	MOVQ n+32(FP), CX
	MOVL parent+40(FP), R8
	MOVL k+44(FP), R9
	MOVL off+48(FP), R10
	MOVL $0x7fffffff, R13    // the least bucket
	MOVL $-1, R12            // the greatest
	TESTQ CX, CX
	JEQ pushed

push:
	MOVL 0(BX), AX           // the score
	SUBL R10, AX
	MOVLQSX AX, AX           // its bucket
	CMPQ AX, nheads+16(FP)
	JAE pushed               // outside the buckets (below: unsigned)
	MOVL 4(BX), DX           // the move
	MOVL (SI)(AX*4), R11     // the bucket's newest entry
	MOVL R8, 0(DI)
	MOVL DX, 4(DI)
	MOVL R11, 8(DI)
	INCL R9
	MOVL R9, (SI)(AX*4)      // the entry is the newest
	CMPL AX, R13
	CMOVLLT AX, R13
	CMPL AX, R12
	CMOVLGT AX, R12
	ADDQ $8, BX
	ADDQ $12, DI
	DECQ CX
	JNE push

pushed:
	MOVQ n+32(FP), AX
	SUBQ CX, AX
	MOVQ AX, pushed+56(FP)
	MOVL R13, jlo+64(FP)
	MOVL R12, jhi+68(FP)
	RET
