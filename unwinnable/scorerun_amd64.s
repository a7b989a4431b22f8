#include "textflag.h"

// The constants of moveNoise (noise.go).
DATA noiseMul1<>+0(SB)/8, $0xD6E8FEB86659FD93
GLOBL noiseMul1<>(SB), RODATA|NOPTR, $8
DATA noiseMul2<>+0(SB)/8, $0x9E3779B97F4A7C15
GLOBL noiseMul2<>(SB), RODATA|NOPTR, $8

// The move's noise and its push, the tail of the winner's and the loser's
// loops alike: AX the entry's first 8 bytes (parent | move<<32), DX the
// move's score so far less lo (its bucket so far), BX the set's squares
// left after it; on to next while squares are left, or to pending.
#define NOISE_PUSH(next) \
	MOVQ AX, SI; \
	SHRQ $32, SI; \
	IMULQ noiseMul1<>(SB), SI; \
	XORQ 0(SP), SI; \
	IMULQ noiseMul2<>(SB), SI; \
	SHRQ $60, SI; \
	IMULL 8(SP), SI; \
	ADDL SI, DX; \
	MOVLQSX DX, CX; \
	CMPQ CX, 64(SP); \
	JAE pending; \
	MOVL (R8)(CX*4), DX; \
	INCL R9; \
	MOVL R9, (R8)(CX*4); \
	MOVQ AX, 0(DI); \
	MOVL DX, 8(DI); \
	ADDQ $12, DI; \
	CMPL CX, R11; \
	CMOVLLT CX, R11; \
	CMPL CX, R12; \
	CMOVLGT CX, R12; \
	TESTQ BX, BX; \
	JNE next

// func pushSetsAsm(sets *chess.MoveSet, nsets int, c *setPush, q *bqueue) int
//
// Registers: AX an entry's parent and move, BX the set's squares left (the
// list's moves left), CX a square then a bucket, DX a score (less lo: a
// bucket), SI scratch, DI the next entry, R8 heads, R9 the entries (k),
// R10 the set's squares that earn addA (the list's next move), R11 and R12
// the least and greatest bucket, R13 dist (the winner's) or the set's
// squares that earn addB (the loser's). The frame: 0 key, 8 w, 12 addA,
// 16 addB, 20 parent, 24 the set's wm, 28 its b0 less lo, 32 i, 40 nhead,
// 48 winner, 56 the set's parent | origin<<32, 64 the number of buckets (0
// after a reset), 72 lo, 76 cap(ents), 80 len(ents) on entry.
TEXT ·pushSetsAsm(SB), NOSPLIT, $88-40
	MOVQ c+16(FP), SI
	MOVQ 0(SI), AX
	MOVQ AX, 0(SP)
	MOVL 44(SI), AX
	MOVL AX, 8(SP)
	MOVL 56(SI), AX
	MOVL AX, 12(SP)
	MOVL 60(SI), AX
	MOVL AX, 16(SP)
	MOVL 68(SI), AX
	MOVL AX, 20(SP)
	MOVQ 88(SI), AX
	MOVQ AX, 40(SP)          // nhead
	MOVBQZX 72(SI), AX
	MOVQ AX, 48(SP)          // winner
	MOVQ 8(SI), R13          // dist
	MOVQ 104(SI), AX
	MOVQ AX, 32(SP)          // i
	MOVQ 112(SI), BX         // rem
	MOVQ q+24(FP), SI
	MOVL 0(SI), AX
	MOVL AX, 72(SP)          // lo
	MOVQ 8(SI), R8           // heads
	MOVQ 16(SI), AX
	MOVBQZX 88(SI), CX
	NEGQ CX                  // rebase: all ones
	NOTQ CX
	ANDQ CX, AX
	MOVQ AX, 64(SP)          // len(heads), 0 after a reset
	MOVQ 40(SI), R9          // k = len(ents)
	MOVQ R9, 80(SP)
	MOVQ 48(SI), AX
	MOVL AX, 76(SP)          // cap(ents)
	MOVQ 64(SI), R11         // cur
	MOVQ 72(SI), R12         // hi
	MOVQ 32(SI), DI
	LEAQ (R9)(R9*2), CX
	LEAQ (DI)(CX*4), DI      // &ents[k]

next:                            // the item i: a move of the list's head, a set or a move of its rest
	MOVQ 32(SP), AX
	MOVQ 40(SP), DX          // the head's end
	CMPQ AX, DX
	JLT list
	SUBQ DX, AX              // the set
	CMPQ AX, nsets+8(FP)
	JLT set
	MOVQ 32(SP), AX
	SUBQ nsets+8(FP), AX     // the list's index
	MOVQ c+16(FP), SI
	MOVQ 96(SI), DX          // the rest's end
	CMPQ AX, DX
	JGE done

list:                            // AX the list's index, DX the end of its part
	MOVQ DX, CX
	SUBQ AX, CX              // the moves to push
	LEAL (R9)(CX*1), SI
	CMPL SI, 76(SP)
	JGT needRoom             // fewer entries free
	MOVQ CX, BX
	MOVQ c+16(FP), SI
	MOVQ 80(SI), R10
	LEAQ (R10)(AX*8), R10    // &list[index]

listMove:
	MOVL 0(R10), DX          // the score
	MOVL 4(R10), AX          // the move
	ADDQ $8, R10
	INCQ 32(SP)
	SUBL 72(SP), DX
	MOVLQSX DX, CX           // its bucket
	CMPQ CX, 64(SP)
	JAE listOut
	MOVL (R8)(CX*4), DX
	INCL R9
	MOVL R9, (R8)(CX*4)
	MOVL 20(SP), SI
	MOVL SI, 0(DI)
	MOVL AX, 4(DI)
	MOVL DX, 8(DI)
	ADDQ $12, DI
	CMPL CX, R11
	CMOVLLT CX, R11
	CMPL CX, R12
	CMOVLGT CX, R12
	DECQ BX
	JNE listMove
	JMP next
listOut:
	ADDL 72(SP), DX          // the score
	XORL BX, BX              // no set under way
	JMP outside

set:                             // AX the set's index
	SHLQ $4, AX
	ADDQ sets+0(FP), AX      // &sets[i-nhead]
	TESTQ BX, BX
	JNE setRoom
	MOVQ 0(AX), BX           // a set not started: all its squares
setRoom:
	LEAL 64(R9), CX
	CMPL CX, 76(SP)
	JGT needRoom             // fewer than 64 entries free
	MOVBQZX 8(AX), CX        // from
	MOVQ CX, SI
	SHLQ $32, SI
	MOVL 20(SP), DX
	ORQ DX, SI
	MOVQ SI, 56(SP)          // parent | from<<32
	MOVQ 0(AX), R10          // To
	CMPQ 48(SP), $0
	JEQ loserSet
	MOVBLZX 9(AX), DX
	ANDL $7, DX              // the type
	MOVQ c+16(FP), SI
	MOVQ 16(SI), AX          // masks
	ANDQ (AX)(DX*8), R10     // the squares of To that earn addA
	MOVL 48(SI), AX          // wm
	CMPL DX, $6              // chess.King
	MOVL 52(SI), DX          // wf
	JNE winWeights
	SHLL $1, AX
	SHLL $1, DX
winWeights:
	MOVL AX, 24(SP)
	MOVBLSX (R13)(CX*1), AX
	IMULL AX, DX
	ADDL 40(SI), DX
	SUBL 72(SP), DX
	MOVL DX, 28(SP)          // b0 - lo = base + wf*dist[from] - lo

winMove:
	BSFQ BX, CX              // sq
	BTRQ CX, BX
	MOVQ CX, AX
	SHLQ $38, AX
	ORQ 56(SP), AX           // parent | move<<32
	MOVBLSX (R13)(CX*1), DX
	IMULL 24(SP), DX
	ADDL 28(SP), DX          // b0 - lo + wm*dist[sq]
	BTQ CX, R10
	JCC winNoise
	ADDL 12(SP), DX
winNoise:
	NOISE_PUSH(winMove)
	INCQ 32(SP)
	JMP next

loserSet:
	MOVQ R10, R13
	MOVQ c+16(FP), SI
	MOVQ 32(SI), AX          // maskF
	ANDQ AX, R10             // the squares of To that earn addA
	ANDQ 24(SI), R13         // and addB
	MOVL 40(SI), DX
	SUBL 72(SP), DX          // b0 - lo = base - lo
	BTQ CX, AX
	JCC loserB0
	ADDL 64(SI), DX          // + addF from a square of maskF
loserB0:
	MOVL DX, 28(SP)

loserMove:
	BSFQ BX, CX
	BTRQ CX, BX
	MOVQ CX, AX
	SHLQ $38, AX
	ORQ 56(SP), AX
	MOVL 28(SP), DX
	BTQ CX, R10
	JCC loserNoA
	ADDL 12(SP), DX
loserNoA:
	BTQ CX, R13
	JCC loserNoise
	ADDL 16(SP), DX
loserNoise:
	NOISE_PUSH(loserMove)
	INCQ 32(SP)
	JMP next

pending:                         // DX the score less lo, AX parent | move<<32, BX the set's squares after it
	ADDL 72(SP), DX
	SHRQ $32, AX
	TESTQ BX, BX
	JNE outside
	INCQ 32(SP)              // it was its set's last
outside:                         // DX the score, AX the move (i is past it)
	MOVQ c+16(FP), SI
	MOVL DX, 120(SI)
	MOVL AX, 124(SI)
	MOVQ $1, ret+32(FP)
	JMP save
needRoom:
	MOVQ $2, ret+32(FP)
	JMP save
done:
	MOVQ $0, ret+32(FP)
save:
	MOVQ c+16(FP), SI
	MOVQ 32(SP), AX
	MOVQ AX, 104(SI)         // i
	MOVQ BX, 112(SI)         // rem
	MOVQ q+24(FP), SI
	MOVLQZX R9, R9
	MOVQ R9, 40(SI)          // len(ents)
	SUBQ 80(SP), R9
	ADDQ R9, 80(SI)          // n
	MOVLQSX R11, AX
	MOVQ AX, 64(SI)          // cur
	MOVLQSX R12, AX
	MOVQ AX, 72(SI)          // hi
	RET
