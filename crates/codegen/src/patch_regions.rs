//! Patch regions of statepoints with `num patch bytes` > 0 (spec §3.1): NOPs
//! in place of the call, for the runtime to patch with its own calling sequence.
//!
//! `lower_statepoints` emits each region as a placeholder call (arguments set
//! up before it), debug traps, and a placeholder call (results read after
//! it); [`PatchRegionShape`] says how big those are on the target. Once the
//! function is compiled, [`nop_out_patch_regions`] checks that the region is
//! exactly that sequence — two direct calls, each with its one relocation,
//! with only the traps between them, so no instruction of the function lies
//! inside — and replaces all of it with the target's NOPs, dropping the two
//! relocations. It refuses the code (an error, never wrong code) if register
//! allocation put anything inside the region.
//!
//! Invariant: a region is at least N bytes long (on AArch64, N rounded up to
//! whole 4-byte instructions, as LLVM does) and ends at the statepoint's
//! return address (the record's offset), so the N bytes before the record's
//! offset are NOPs, as with LLVM, and an instruction starts at their first
//! byte (they are filled on their own); a longer region (a short N) starts
//! with more NOPs, which are harmless.

use crate::error::{CodegenError, CodegenResult};
use crate::lower_statepoints::StatepointSite;
use crate::statepoint_call_sites::StatepointCallOffsets;
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::FinalizedMachReloc;
use target_lexicon::Architecture;

/// Both targets' direct calls carry their relocation in their last 4 bytes.
const CALL_RELOCATION_FROM_END: u32 = 4;

/// The sizes of a patch region's parts on one target.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PatchRegionShape {
    /// Bytes of a direct near call (x86-64 `call rel32`, AArch64 `bl`).
    call_size: u32,
    /// The encoding of Cranelift's `debugtrap` (x86-64 `int3`, AArch64 `brk #0xf000`).
    trap: &'static [u8],
}

impl PatchRegionShape {
    /// The shape on `isa`'s architecture.
    pub fn of(isa: &dyn TargetIsa) -> CodegenResult<Self> {
        match isa.triple().architecture {
            Architecture::X86_64 => Ok(PatchRegionShape {
                call_size: 5,
                trap: &[0xcc],
            }),
            Architecture::Aarch64(_) => Ok(PatchRegionShape {
                call_size: 4,
                trap: &[0x00, 0x00, 0x3e, 0xd4],
            }),
            other => Err(CodegenError::unsupported(format!(
                "statepoints with num patch bytes > 0 on {other}"
            ))),
        }
    }

    /// The bytes of NOPs for `patch_bytes`: rounded up to whole instructions
    /// on AArch64 (4 bytes each), as LLVM does.
    pub fn patchable_size(&self, patch_bytes: u32) -> u32 {
        patch_bytes.next_multiple_of(self.trap.len() as u32)
    }

    /// How many traps go between the two calls so the region holds the patchable bytes.
    pub fn trap_count(&self, patch_bytes: u32) -> u32 {
        self.patchable_size(patch_bytes)
            .saturating_sub(2 * self.call_size)
            .div_ceil(self.trap.len() as u32)
    }
}

/// Replaces every patch region in `code` by NOPs and returns the relocations
/// outside them; `calls` are the sites' offsets, `nop_units` the target's NOP
/// encodings (Cranelift's, longest used first).
pub fn nop_out_patch_regions(
    isa: &dyn TargetIsa,
    sites: &[StatepointSite],
    calls: &[StatepointCallOffsets],
    code: &mut [u8],
    relocations: &[FinalizedMachReloc],
    nop_units: &[Vec<u8>],
) -> CodegenResult<Vec<FinalizedMachReloc>> {
    if sites.iter().all(|site| site.patch_bytes == 0) {
        return Ok(relocations.to_vec());
    }
    let shape = PatchRegionShape::of(isa)?;
    let mut placeholder_relocations = Vec::new();
    for (site, offsets) in sites.iter().zip(calls) {
        let Some(opening_call_end) = offsets.opening_call_end else {
            continue;
        };
        let region_start = opening_call_end - shape.call_size;
        let region_end = offsets.return_address;
        let closing_call_start = region_end.saturating_sub(shape.call_size);
        let only_traps = closing_call_start >= opening_call_end && {
            let traps = &code[opening_call_end as usize..closing_call_start as usize];
            traps.len().is_multiple_of(shape.trap.len())
                && traps.chunks(shape.trap.len()).all(|t| t == shape.trap)
        };
        let relocated: Vec<u32> = relocations
            .iter()
            .map(|r| r.offset)
            .filter(|&offset| (region_start..region_end).contains(&offset))
            .collect();
        let expected_relocations = [
            opening_call_end - CALL_RELOCATION_FROM_END,
            region_end - CALL_RELOCATION_FROM_END,
        ];
        if !only_traps || relocated != expected_relocations {
            return Err(CodegenError::module_level(format!(
                "statepoint {}: the {}-byte patch region is not contiguous (register allocation placed code inside it)",
                site.id, site.patch_bytes
            )));
        }
        let patchable_start = (region_end - shape.patchable_size(site.patch_bytes)) as usize;
        fill_with_nops(&mut code[region_start as usize..patchable_start], nop_units)?;
        fill_with_nops(&mut code[patchable_start..region_end as usize], nop_units)?;
        placeholder_relocations.extend(expected_relocations);
    }
    Ok(relocations
        .iter()
        .filter(|r| !placeholder_relocations.contains(&r.offset))
        .cloned()
        .collect())
}

/// Fills `region` with the longest NOP units that fit.
fn fill_with_nops(region: &mut [u8], nop_units: &[Vec<u8>]) -> CodegenResult<()> {
    let mut units: Vec<&[u8]> = nop_units.iter().map(Vec::as_slice).collect();
    units.sort_by_key(|unit| std::cmp::Reverse(unit.len()));
    let mut rest = region;
    while !rest.is_empty() {
        let unit = units
            .iter()
            .find(|unit| unit.len() <= rest.len())
            .ok_or_else(|| CodegenError::module_level("no NOP fits the patch region"))?;
        let (filled, remaining) = rest.split_at_mut(unit.len());
        filled.copy_from_slice(unit);
        rest = remaining;
    }
    Ok(())
}
